import {
  BackArrow,
  Banner,
  Button,
  errorMessageAtom,
  goToAtom,
  ScreenHeader,
  useAtomValue,
  useSetAtom,
  useWidget,
} from '../../kernel.ts';

/**
 * "Looks like there was an error.": where every wallet failure ends, with what went wrong,
 * a way to try the same wallet again and the back arrow to Main.
 */
export function CryptoErrorScreen() {
  const { t } = useWidget();
  const message = useAtomValue(errorMessageAtom);
  const goTo = useSetAtom(goToAtom);
  return (
    <div className="aw-screen aw-crypto">
      <BackArrow />
      <ScreenHeader text={t('crypto.errorHeader')} />
      <Banner variant="error" text={message} />
      <Button variant="primary" onClick={() => goTo('CryptoConnect')}>
        {t('crypto.errorRetry')}
      </Button>
    </div>
  );
}
