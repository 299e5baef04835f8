// The rep app's route table (DESIGN §3). Only the Dash (where every visit lands) is in the first
// load; the other screens are chunks of their own, fetched when opened and precached by the
// service worker so they open offline too. This keeps the rep bundle under its 110 kB budget. Declarative routing (useRoutes, no data router) keeps
// about 17 kB gzipped of loader/action machinery the portal does not use out of the first load.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { paths } from '../config/paths';
import { DashPage } from '../features/dash/DashPage';
import { DemoPage } from '../features/entry/DemoPage';
import { EntryPage } from '../features/entry/EntryPage';
import { MaintenancePage } from '../features/entry/MaintenancePage';
import { UpdatePrompt } from '../features/offline/UpdatePrompt';
import { useRepView } from '../session/rep-view';
import { RepGate } from './RepGate';
import { AppErrorBoundary } from './AppErrorBoundary';

const PaychecksPage = lazy(() =>
  import('../features/paychecks/PaychecksPage').then((m) => ({ default: m.PaychecksPage })),
);
const PaycheckPage = lazy(() =>
  import('../features/paychecks/PaycheckPage').then((m) => ({ default: m.PaycheckPage })),
);
const CustomersPage = lazy(() =>
  import('../features/customers/CustomersPage').then((m) => ({ default: m.CustomersPage })),
);
const JobPage = lazy(() =>
  import('../features/customers/JobPage').then((m) => ({ default: m.JobPage })),
);
const TeamPayPage = lazy(() =>
  import('../features/team/TeamPayPage').then((m) => ({ default: m.TeamPayPage })),
);
const MyQuestionsPage = lazy(() =>
  import('../features/questions/MyQuestionsPage').then((m) => ({ default: m.MyQuestionsPage })),
);
const StatementsPage = lazy(() =>
  import('../features/statements/StatementsPage').then((m) => ({ default: m.StatementsPage })),
);
const PlansPage = lazy(() =>
  import('../features/plans/PlansPage').then((m) => ({ default: m.PlansPage })),
);
const CalculatorPage = lazy(() =>
  import('../features/calculator/CalculatorPage').then((m) => ({ default: m.CalculatorPage })),
);

function Deferred({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return <Suspense fallback={<Loader block label={t('common.loading')} />}>{children}</Suspense>;
}

/** Spec §6: only reps granted whatif-calc in a whatif-calc company reach the calculator. */
function CalculatorRoute() {
  const view = useRepView();
  const { t } = useI18n();
  // Spec §2: 'Loading calculator...' while the rep data (or the calculator's code) loads.
  const loading = <Loader block showLabel label={t('calculatorRoute.loading')} />;
  if (!view) return loading;
  if (!view.canUseCalculator) return <Navigate to={paths.dash} replace />;
  return (
    <Suspense fallback={loading}>
      <CalculatorPage />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  { path: paths.entry, element: <EntryPage /> },
  { path: paths.maintenance, element: <MaintenancePage /> },
  { path: paths.demo, element: <DemoPage /> },
  {
    element: <RepGate />,
    children: [
      { path: paths.dash, element: <DashPage /> },
      {
        path: paths.paychecks,
        element: (
          <Deferred>
            <PaychecksPage />
          </Deferred>
        ),
      },
      {
        path: paths.statements,
        element: (
          <Deferred>
            <StatementsPage />
          </Deferred>
        ),
      },
      {
        path: paths.paycheck,
        element: (
          <Deferred>
            <PaycheckPage />
          </Deferred>
        ),
      },
      {
        path: paths.customers,
        element: (
          <Deferred>
            <CustomersPage />
          </Deferred>
        ),
      },
      {
        path: paths.job,
        element: (
          <Deferred>
            <JobPage />
          </Deferred>
        ),
      },
      {
        path: paths.teamPay,
        element: (
          <Deferred>
            <TeamPayPage />
          </Deferred>
        ),
      },
      { path: paths.calculator, element: <CalculatorRoute /> },
      {
        path: paths.myPlan,
        element: (
          <Deferred>
            <PlansPage />
          </Deferred>
        ),
      },
      {
        path: paths.myQuestions,
        element: (
          <Deferred>
            <MyQuestionsPage />
          </Deferred>
        ),
      },
    ],
  },
  // The backend sends only rep routes here; anything else (a dev server URL) goes to the Dash.
  { path: '*', element: <Navigate to={paths.dash} replace /> },
];

function AppRoutes() {
  return useRoutes(routes);
}

/** The whole app inside a router (BrowserRouter in the page, MemoryRouter in tests). */
export function App() {
  return (
    <>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
      <UpdatePrompt />
    </>
  );
}
