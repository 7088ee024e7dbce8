// The account feature's public entry (what other features may use): the settings page's section frame.
export { SettingsSection } from './components/settings-section';
