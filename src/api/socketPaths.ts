// WebSocket paths on the API host, apart from the HTTP paths so a page that only listens to the push
// socket does not download every HTTP path.

/** WebSocket paths on the API host. */
export const SOCKET_PATHS = {
  push: '/ws/push',
  chat: '/ws/chat',
} as const;
