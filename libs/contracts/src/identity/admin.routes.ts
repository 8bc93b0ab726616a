import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { ProfileFieldsSchema } from './account.routes';
import { queryInt, text } from './fields';
import { SectionEntrySchema, StatusOkSchema } from './user';

const tags = ['identity-admin'] as const;

export const AdminUserRowSchema = z.object({
  User_Guid: z.string(),
  UserName: z.string().nullable(),
  Email: z.string().nullable(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  UserTypeId: z.number().int(),
  ValueDomain_ID_UsersStatus: z.number().int(),
  EmailVerified: z.boolean(),
  PhoneVerified: z.boolean(),
  Active: z.boolean(),
  Deleted: z.boolean(),
  Company_ID: z.number().int().nullable(),
  Language_Id: z.number().int(),
  DateCreated: z.string(),
});

export const GetUsersQuerySchema = z.object({
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(20),
  /** Matches email, user name, first or last name (case-insensitive, substring). */
  search: z.string().max(100).optional(),
  userTypeId: queryInt(0, 1000).optional(),
  statusId: queryInt(0, 10).optional(),
  includeDeleted: z.enum(['true', 'false']).optional(),
});
export const getUsersRoute = defineRoute({
  method: 'GET', path: '/user/get-users', tags,
  summary: 'Users, paged and searchable (admins 6, 7)',
  query: GetUsersQuerySchema,
  response: z.object({ Users: z.array(AdminUserRowSchema), TotalCount: z.number().int(), Page: z.number().int(), PageSize: z.number().int() }),
});

export const AdminUserIdQuerySchema = z.object({ userId: z.uuid() });

export const AdminUserDetailsSchema = AdminUserRowSchema.extend({
  Phone: z.string().nullable(),
  Cell: z.string().nullable(),
  PostalCode: z.string().nullable(),
  address: z.string().nullable(),
  City_Id: z.number().int().nullable(),
  ProvinceId: z.number().int().nullable(),
  DateOfBirth: z.string().nullable(),
  Company_Name: z.string().nullable(),
  userDashBoardSection: z.array(SectionEntrySchema),
});
export const getUserDetailsRoute = defineRoute({
  method: 'GET', path: '/user/get-user-details', tags,
  summary: "A user's full details for the users-management screen: profile, type, status, company, sections",
  query: AdminUserIdQuerySchema, response: AdminUserDetailsSchema,
});

export const getOtherUserDetailsRoute = defineRoute({
  method: 'GET', path: '/user/get-other-user-details', tags,
  summary: "What the 'login as another user' confirmation shows, and whether the caller may impersonate this user",
  query: AdminUserIdQuerySchema,
  response: z.object({
    User_Guid: z.string(), UserName: z.string().nullable(), Email: z.string().nullable(), FirstName: z.string().nullable(),
    LastName: z.string().nullable(), UserTypeId: z.number().int(), Active: z.boolean(), CanImpersonate: z.boolean(),
  }),
});

export const getUserTypesRoute = defineRoute({
  method: 'GET', path: '/user/get-user-types-legacy', tags,
  summary: 'User types (spec §6) with their default dashboard sections',
  response: z.array(z.object({ ID: z.number().int(), Key: z.string(), Name: z.string(), DefaultSections: z.array(z.number().int()) })),
});

export const CreateAdminUserBodySchema = z.strictObject({
  Email: text(254),
  /** Without a password, the user receives a create-password link (valid 1 hour). */
  Password: z.string().max(1024).optional(),
  FirstName: text(100).default(''),
  LastName: text(100).default(''),
  UserTypeId: z.number().int().min(0).max(1000),
  Company_ID: z.number().int().min(0).max(2_147_483_647).default(0),
  Language_Id: z.number().int().min(1).max(1000).default(1),
  Phone: text(25).default(''),
});
export const createAdminUserRoute = defineRoute({
  method: 'POST', path: '/user/create-admin-user', tags,
  summary: 'Creates a user of any type (only a super admin creates a super admin); the email is taken -> identity.email_already_taken',
  body: CreateAdminUserBodySchema,
  response: z.object({ Status: z.literal(1), User_Guid: z.string() }),
});

export const UpdateUserFullBodySchema = z.strictObject({
  User_Guid: z.uuid(),
  UserTypeId: z.number().int().min(0).max(1000).optional(),
  ValueDomain_ID_UsersStatus: z.number().int().min(0).max(10).optional(),
  Company_ID: z.number().int().min(0).max(2_147_483_647).optional(),
  /** The per-user section overrides (permissions), replacing the previous ones; sections not listed follow the type. */
  Sections: z.array(z.strictObject({ sectionId: z.number().int().min(0).max(1000), active: z.boolean() })).max(50).optional(),
});
export const updateUserFullRoute = defineRoute({
  method: 'POST', path: '/user/update-user-full', tags,
  summary: "Changes a user's type, status, company, sections and permissions",
  body: UpdateUserFullBodySchema, response: StatusOkSchema,
});

export const UpdateUserBodySchema = z.strictObject({ User_Guid: z.uuid(), ...ProfileFieldsSchema });
export const updateUserRoute = defineRoute({
  method: 'POST', path: '/user/update-user', tags,
  summary: "Changes a user's profile fields (and email)",
  body: UpdateUserBodySchema, response: StatusOkSchema,
});

export const DeviceSchema = z.object({
  DeviceId: z.string(),
  Name: z.string(),
  Version: z.string(),
  IpAddress: z.string(),
  LastAccessed: z.string(),
  ActiveSessions: z.number().int(),
});
export const getUserDevicesRoute = defineRoute({
  method: 'GET', path: '/user/get-user-devices', tags,
  summary: "A user's devices: browser name, version, IP address, last accessed, live sessions",
  query: AdminUserIdQuerySchema, response: z.object({ Devices: z.array(DeviceSchema) }),
});

export const EndUserSessionsBodySchema = z.strictObject({
  User_Guid: z.uuid(),
  /** Only this device's sessions; all of them when absent. */
  DeviceId: z.string().max(100).optional(),
});
export const endUserSessionsRoute = defineRoute({
  method: 'POST', path: '/user/end-user-sessions', tags,
  summary: "Ends a user's sessions (all, or one device's)",
  body: EndUserSessionsBodySchema,
  response: z.object({ Status: z.literal(1), EndedSessions: z.number().int() }),
});
