/** TanStack Query keys of the live area. */
export const liveKeys = {
  all: ['live'] as const,
  list: (page: number) => ['live', 'list', page] as const,
  room: (id: number) => ['live', 'room', id] as const,
  play: (id: number, phase: string) => ['live', 'play', id, phase] as const,
  chat: (id: number) => ['live', 'chat', id] as const,
};
