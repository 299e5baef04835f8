import { Link, useNavigate } from 'react-router';
import { BRAND } from '@commissionbee/shared/types';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoginForm } from '../components/LoginForm';
import './auth.css';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();

  return (
    <main className="auth-page">
      <div className="cb-card auth-card cb-stack">
        <Link to={paths.home} className="auth-brand">
          <BeeLogo size={36} />
          <span>{BRAND}</span>
        </Link>
        <h1>Welcome back</h1>
        <LoginForm onSuccess={() => void navigate(paths.help, { replace: true })} />
      </div>
    </main>
  );
}
