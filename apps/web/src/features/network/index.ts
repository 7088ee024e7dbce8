/** The networking feature's public surface for other features: the report dialog (the live chat's "Report"). */
export { ReportDialog } from './components/safety-actions';
