import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@commissionbee/ui/Button';

/** The router's error screen, for render errors and failed lazy page loads. */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <div className="cb-page-center">
      <div className="cb-stack">
        <h1>Unexpected Application Error!</h1>
        {detail && <p className="cb-muted">{detail}</p>}
        <div className="cb-cluster cb-cluster--center">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <a href="/">Go to the home page</a>
        </div>
      </div>
    </div>
  );
}
