import { AccountPage } from './pages/AccountPage.tsx';
import { AuthenticatePage } from './pages/AuthenticatePage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { PasskeysPage } from './pages/PasskeysPage.tsx';
import { ResetPasswordPage } from './pages/ResetPasswordPage.tsx';

const pages: Record<string, () => React.JSX.Element> = {
  '/': LoginPage,
  '/authenticate': AuthenticatePage,
  '/reset-password': ResetPasswordPage,
  '/account': AccountPage,
  '/passkeys': PasskeysPage,
};

/** The site's pages by path; a router library would do the same with more features. */
export function App() {
  const Page = pages[window.location.pathname.replace(/\/+$/, '') || '/'] ?? LoginPage;
  return (
    <>
      <header className="nav">
        <a href="/">Sign in</a>
        <a href="/account">Account</a>
        <a href="/passkeys">Passkeys</a>
      </header>
      <main>
        <Page />
      </main>
    </>
  );
}
