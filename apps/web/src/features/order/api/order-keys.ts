/** Query keys of the cart and orders: `['order', resource, language, params]`. */
export const orderKeys = {
  all: () => ['order'] as const,
  cart: (language: string) => ['order', 'cart', language] as const,
  list: (language: string, query: { page: number; status?: string }) =>
    ['order', 'list', language, query] as const,
  detail: (language: string, id: number) => ['order', 'detail', language, id] as const,
};
