import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CLOCK, type Clock } from '@petart/domain';
import { StaffOnly } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { StaffPrivacyRequestsPageDto, StaffPrivacyRequestsQueryDto } from './privacy.dto';
import { PrivacyRequestsRepository } from './privacy-requests.repository';
import { visibleState } from './privacy.service';

const PAGE_SIZE = 50;
const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

/** Staff see every export and deletion request and where it stands (their steps are in the audit trail). */
@StaffOnly()
@Controller('admin/privacy-requests')
export class PrivacyAdminController {
  constructor(
    private readonly requests: PrivacyRequestsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listAdminPrivacyRequests',
    summary: 'Data export and account deletion requests, newest first, with their state',
  })
  @ApiOkResponse({ type: StaffPrivacyRequestsPageDto })
  @ApiErrors({ 400: 'kind or page invalid' })
  async list(@Query() query: StaffPrivacyRequestsQueryDto): Promise<StaffPrivacyRequestsPageDto> {
    const page = query.page ?? 1;
    const now = this.clock.now();
    const { rows, total } = await this.requests.page({
      ...(query.kind ? { kind: query.kind } : {}),
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    });
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        state: visibleState(row, now),
        createdAt: new Date(row.createdAt).toISOString(),
        linkExpiresAt: iso(row.linkExpiresAt),
        userId: row.userId,
        email: row.email,
        accountDeleted: row.email === null,
        confirmedAt: iso(row.confirmedAt),
        completedAt: iso(row.completedAt),
        error: row.error,
      })),
      total,
      page,
      pageSize: PAGE_SIZE,
    };
  }
}
