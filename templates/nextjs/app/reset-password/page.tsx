import { ResetWidget } from './ResetWidget';

// The token is not read here (no `searchParams`): the authenticate page hands it over in the browser
// (`useResetToken` of @auth-widget/sdk/react), so it never has to travel in a URL.
export default function ResetPasswordPage() {
  return (
    <>
      <h1>Reset your password</h1>
      <ResetWidget />
    </>
  );
}
