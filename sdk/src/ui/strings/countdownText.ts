import type { MessageValues } from './formatMessage.ts';

/** The countdown's keys, so a caller's `t` (locale and host overrides applied) can be passed as is. */
type CountdownKey = 'otp.countdown' | 'otp.durationMinutes' | 'otp.durationSeconds' | 'otp.duration';
type Translate = (key: CountdownKey, values: MessageValues) => string;

/**
 * The countdown clock of OTP Authenticate ("4:05" in English), the `{time}` of `otp.expiresIn`. Minutes and
 * seconds are numbers of the locale (two-digit seconds), put together by the `otp.countdown` message.
 */
export function countdownText(seconds: number, t: Translate, locale: string): string {
  const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 });
  return t('otp.countdown', { minutes: Math.floor(seconds / 60), seconds: twoDigits.format(seconds % 60) });
}

/** The same time in words ("4 minutes 5 seconds"), through plural messages, for screen readers or a static text. */
export function durationText(seconds: number, t: Translate): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const minutesText = t('otp.durationMinutes', { count: minutes });
  const secondsText = t('otp.durationSeconds', { count: rest });
  if (minutes === 0) return secondsText;
  if (rest === 0) return minutesText;
  return t('otp.duration', { minutes: minutesText, seconds: secondsText });
}
