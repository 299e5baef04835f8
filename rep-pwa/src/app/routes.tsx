// The rep app's route table (DESIGN §3). Only the Dash (where every visit lands) is in the first
// load; the other screens are chunks of their own, fetched when opened and precached by the
// service worker so they open offline too. This keeps the rep bundle under its 110 kB budget. Declarative routing (useRoutes, no data router) keeps
// about 17 kB gzipped of loader/action machinery the portal does not use out of the first load.
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { isLanguage } from '@commissionbee/shared/i18n/languages';
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

/** A screen in a chunk of its own, by its module and the name it exports. */
function lazyScreen<M>(
  load: () => Promise<M>,
  name: { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M],
) {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

const PaychecksPage = lazyScreen(
  () => import('../features/paychecks/PaychecksPage'),
  'PaychecksPage',
);
const PaycheckPage = lazyScreen(() => import('../features/paychecks/PaycheckPage'), 'PaycheckPage');
const CustomersPage = lazyScreen(
  () => import('../features/customers/CustomersPage'),
  'CustomersPage',
);
const JobPage = lazyScreen(() => import('../features/customers/JobPage'), 'JobPage');
const TeamPayPage = lazyScreen(() => import('../features/team/TeamPayPage'), 'TeamPayPage');
const MyQuestionsPage = lazyScreen(
  () => import('../features/questions/MyQuestionsPage'),
  'MyQuestionsPage',
);
const StatementsPage = lazyScreen(
  () => import('../features/statements/StatementsPage'),
  'StatementsPage',
);
const PlansPage = lazyScreen(() => import('../features/plans/PlansPage'), 'PlansPage');
const CalculatorPage = lazyScreen(
  () => import('../features/calculator/CalculatorPage'),
  'CalculatorPage',
);

function Deferred({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return <Suspense fallback={<Loader block label={t('common.loading')} />}>{children}</Suspense>;
}

function deferred(path: string, Screen: ComponentType): RouteObject {
  return {
    path,
    element: (
      <Deferred>
        <Screen />
      </Deferred>
    ),
  };
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
      deferred(paths.paychecks, PaychecksPage),
      deferred(paths.statements, StatementsPage),
      deferred(paths.paycheck, PaycheckPage),
      deferred(paths.customers, CustomersPage),
      deferred(paths.job, JobPage),
      deferred(paths.teamPay, TeamPayPage),
      { path: paths.calculator, element: <CalculatorRoute /> },
      deferred(paths.myPlan, PlansPage),
      deferred(paths.myQuestions, MyQuestionsPage),
    ],
  },
  // The backend sends only rep routes here; anything else (a dev server URL) goes to the Dash.
  { path: '*', element: <Navigate to={paths.dash} replace /> },
];

function AppRoutes() {
  return useRoutes(routes);
}

/** The tab's title, and the manifest an install names the app from, in the rep's language. */
function DocumentLanguage() {
  const { t, language } = useI18n();
  useEffect(() => {
    document.title = t('app.title');
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (manifest && isLanguage(language))
      manifest.href =
        language === 'en' ? '/manifest.webmanifest' : `/manifest-${language}.webmanifest`;
  }, [t, language]);
  return null;
}

/** The whole app inside a router (BrowserRouter in the page, MemoryRouter in tests). */
export function App() {
  return (
    <>
      <DocumentLanguage />
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
      <UpdatePrompt />
    </>
  );
}
