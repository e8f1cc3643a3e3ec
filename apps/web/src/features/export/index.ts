// The export feature's public surface: the account menu action and the /profile section.
export { exportData, useExportData } from './hooks/use-export-data';
export { ExportDataSection } from './components/export-data-section';
