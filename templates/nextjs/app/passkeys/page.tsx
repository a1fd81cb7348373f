import { PasskeysWidget } from './PasskeysWidget';

export default function PasskeysPage() {
  return (
    <>
      <h1>Passkeys</h1>
      <PasskeysWidget />
    </>
  );
}
