/** The signed-in administrator's permission, which screens read to show what they may do. */
export { permissionQueryOptions, rolesOf, usePermission } from './get-permission';
