/**
 * URLs `quire dev` and `quire serve` answer for the playground. `/_quire/<word>` without an
 * extension never collides with a site file (build output is `/_quire/<name>.<hash>.<ext>`).
 */
/** What the playground asks first: whether this server relays and mocks. */
export const API_PATH = '/_quire/api';
/** The proxy; the address to call is in `x-quire-target`. */
export const PROXY_PATH = '/_quire/proxy';
/** The mock: `/_quire/mock/<operation path>`. */
export const MOCK_PATH = '/_quire/mock';
