import { goToAtom, LOGIN_OR_CREATE_EML, magicLinkStateAtom, ScreenHeader, useAtom, useSetAtom, useWidget } from '../../kernel.ts';
import { senderDomain, webmailLinks } from './webmailLinks.ts';

/**
 * Email Confirmation: the magic link is on its way. Links open three webmail services in a new
 * tab, narrowed to the sender's domain when it is known; "Try again" forgets the email and returns to Main.
 */
export function EmailConfirmationScreen() {
  const { client, config, bootstrap, t, emit } = useWidget();
  const [{ email }, setMagicLinkState] = useAtom(magicLinkStateAtom);
  const goTo = useSetAtom(goToAtom);
  const links = webmailLinks(senderDomain(bootstrap, config.emailMagicLinksOptions?.domainHint));

  function tryAgain() {
    setMagicLinkState({ email: '' });
    goTo('Main');
    client.logEvent('email_try_again_clicked', { email, type: LOGIN_OR_CREATE_EML });
    emit('email_try_again', { email });
  }

  return (
    <div className="aw-screen aw-email-confirmation">
      <ScreenHeader text={t('email.header')} />
      <p className="aw-text">{t('email.sentTo', { email })}</p>
      <ul className="aw-webmail" aria-label={t('email.webmailLabel')}>
        {links.map((link) => (
          <li key={link.id}>
            <a className="aw-button" data-variant="secondary" data-webmail={link.id} href={link.href} target="_blank" rel="noopener noreferrer">
              <span>{t(link.label)}</span>
              <span className="aw-sr-only"> {t('email.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="aw-text aw-center">
        {t('email.tryAgainPrompt')}{' '}
        <button type="button" className="aw-link" onClick={tryAgain}>
          {t('email.tryAgain')}
        </button>
      </p>
    </div>
  );
}
