import { buildUser, installFakeServer } from './fake-server';

const stamp = '2026-01-01T00:00:00.000Z';

/** A fake server for dashboard screens: a signed-in administrator holding `permissions`. */
export function dashboardServer(
  permissions: string[],
  routes: Parameters<typeof installFakeServer>[0] = {},
  language: 'en' | 'th' = 'en',
) {
  return installFakeServer({
    '/api/account/profile/': {
      status: 200,
      body: buildUser({
        first_name: 'Ada',
        last_name: 'Admin',
        is_dashboard_permission: true,
        language,
      }),
    },
    '/api/dashboard/config/': {
      status: 200,
      body: { config_dict: {}, config_datetime_update: stamp },
    },
    '/api/dashboard/dict/': { status: 200, body: { dict_datetime_update: stamp, en: {}, th: {} } },
    '/api/dashboard/account/permission/': {
      status: 200,
      body: {
        auth_group_list: [{ id: 1, name: 'Administrator' }],
        permission_list: permissions.map((codename) => ({ codename, name: codename })),
        dashboard_view_dashboard: true,
      },
    },
    ...routes,
  });
}
