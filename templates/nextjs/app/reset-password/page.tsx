import { ResetWidget } from './ResetWidget';

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token = '' } = await searchParams;
  return (
    <>
      <h1>Reset your password</h1>
      <ResetWidget token={token} />
    </>
  );
}
