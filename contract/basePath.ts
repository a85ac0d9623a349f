/** Every JSON call lives under this path; `{product}` of the spec is `hotel`. */
export const API_BASE = '/api/web/v1/digital-channel/hotel';
