export { dashboardQueryOptions } from './api/dashboard-api';
export { DashboardView } from './components/dashboard-view';
export { greetingName } from './components/greeting';
