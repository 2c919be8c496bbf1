// System HTTP paths of spec §7 beyond the domain list (SEO domain, images, files, the anchor-proxy switch):
// their own module, so the match feed does not carry them. Shared with the reference server.

export const SYSTEM_PATHS = {
  seoDomain: '/api/forehead/system/config/check/seo/domain',
  images: '/api/forehead/system/config/images/query',
  proxySwitch: '/api/forehead/live/get/switch/from/proxy',
  file: '/api/forehead/system/file/get', // + /{file}
} as const;
