import { preloadPhoneExamples, type CountryCallingCode } from '../../../client/core/lazyPhone.ts';
import { useWidget } from '../../state/WidgetContext.tsx';

/**
 * The dial-code selector of the phone field: the list names each country with its code, the
 * closed selector shows only the chosen code ("+1"). A real `<select>` stays on top, transparent, so keyboard,
 * screen readers and mobile pickers work as they do for any select; the visible code is drawn under it.
 */
export function CountrySelector({
  countries,
  value,
  onChange,
  disabled,
}: {
  countries: CountryCallingCode[];
  value: string;
  onChange: (regionCode: string) => void;
  disabled?: boolean;
}) {
  const { t } = useWidget();
  const selected = countries.find((country) => country.regionCode === value);
  return (
    <div className="aw-country">
      <span className="aw-country-code" aria-hidden="true">
        {selected?.callingCode ?? ''}
      </span>
      <select
        className="aw-country-select"
        aria-label={t('form.countryLabel')}
        value={value}
        disabled={disabled}
        // Disabled by a login form's capture script while it holds a submit, before the widget hydrates it.
        suppressHydrationWarning
        // The example numbers the placeholder shows after a change, fetched while the visitor looks at the list.
        onFocus={preloadPhoneExamples}
        onChange={(event) => onChange(event.target.value)}
      >
        {countries.map((country) => (
          <option key={country.regionCode} value={country.regionCode}>
            {t('form.countryOption', { name: country.name, code: country.callingCode })}
          </option>
        ))}
      </select>
    </div>
  );
}
