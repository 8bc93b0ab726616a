/** The purchase staff (super admin, admin, team member): the list lives in the domain so the web shows their screens to them only. */
export { PURCHASE_STAFF } from '@marketplace/domain';
