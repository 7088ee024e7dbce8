// The account feature's public entry: the settings page's section frame, which other features' settings reuse.
export { SettingsSection } from './components/settings-section';
