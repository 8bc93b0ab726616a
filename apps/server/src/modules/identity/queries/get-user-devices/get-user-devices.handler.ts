import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../adapters/session-store';
import { GetUserDevicesQuery } from './get-user-devices.query';

@QueryHandler(GetUserDevicesQuery)
export class GetUserDevicesHandler implements IQueryHandler<GetUserDevicesQuery> {
  constructor(
    private readonly sessions: SessionStore,
  ) {}

  async execute(query: GetUserDevicesQuery) {
    const rows = await this.sessions.devicesOf(query.userId);
    return {
      Devices: rows.map((r) => ({
        DeviceId: r.device_id, Name: r.name, Version: r.version, IpAddress: r.ip_address, LastAccessed: new Date(r.last_accessed).toISOString(),
        ActiveSessions: Number(r.sessions),
      })),
    };
  }
}
