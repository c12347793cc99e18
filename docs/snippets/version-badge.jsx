export const VersionBadge = ({ version }) => <span className="version-badge">v{version}</span>;
