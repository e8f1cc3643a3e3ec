export { AdminConsole } from './components/admin-console';
export { UpgradeSection } from './components/upgrade-section';
