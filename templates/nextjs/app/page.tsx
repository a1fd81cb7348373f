import { LoginWidget } from './LoginWidget';

export default function Home() {
  return (
    <>
      <h1>Sign in</h1>
      <LoginWidget />
    </>
  );
}
