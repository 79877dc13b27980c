/** Query keys of the player: `['player', resource, language, ids]`. */
export const playerKeys = {
  all: () => ['player'] as const,
  slot: (language: string, courseId: number, slotId: number) =>
    ['player', 'slot', language, courseId, slotId] as const,
};
