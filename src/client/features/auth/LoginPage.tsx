import { Page } from '../../ui/Page';

export function LoginPage() {
  return (
    <Page
      title="Login"
      lead="Sign in or create an account to keep your lists and progress, or ask for a password reset."
    />
  );
}
