import { useState, type FormEvent } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { TextField } from '../../../components/TextField';
import { useLogin } from '../api/login';

export const LOGIN_ERROR = 'Incorrect email or password. Try again.';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const [showForgot, setShowForgot] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = {
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    login.mutate(credentials, { onSuccess });
  };

  return (
    <form className="cb-form" aria-label="Sign in" onSubmit={onSubmit}>
      {/* Any failure (wrong password, throttled, server down) reads the same to the user. */}
      {login.isError && <Alert variant="error">{LOGIN_ERROR}</Alert>}
      <TextField label="Email" name="email" type="email" autoComplete="username" />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" />
      <Button type="submit" loading={login.isPending}>
        Sign In
      </Button>
      <p aria-live="polite">
        <button type="button" className="cb-link-button" onClick={() => setShowForgot((v) => !v)}>
          {showForgot ? 'Contact your system admin' : 'Forgot password?'}
        </button>
      </p>
    </form>
  );
}
