import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { describeDiscount } from '@petart/domain';
import { CurrentUser, StaffOnly, type AuthenticatedUser } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { uuidParam } from '../../platform/http/uuid-param.pipe';
import { AdminAuditService } from '../error-logs';
import { AdminDiscountDto, AdminDiscountListDto, CreateDiscountDto } from './discounts.dto';
import { DiscountsService, type AdminDiscountRow } from './discounts.service';

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

export function toAdminDiscountDto(row: AdminDiscountRow): AdminDiscountDto {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    description: describeDiscount(row),
    minOrderCents: row.minOrderCents,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    maxUses: row.maxUses,
    oncePerCustomer: row.oncePerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    active: row.active,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    deactivatedAt: iso(row.deactivatedAt),
    uses: row.uses,
    reserved: row.reserved,
    discountCents: row.discountCents,
    revenueCents: row.revenueCents,
  };
}

/** Staff manage discount codes; creating and deactivating are audited (refused attempts too). */
@StaffOnly()
@Controller('admin/discounts')
export class DiscountsAdminController {
  constructor(
    private readonly discounts: DiscountsService,
    private readonly audit: AdminAuditService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listAdminDiscounts',
    summary: 'Discount codes, newest first, with their uses, the discount given and the revenue they moved',
  })
  @ApiOkResponse({ type: AdminDiscountListDto })
  async list(): Promise<AdminDiscountListDto> {
    return { items: (await this.discounts.list()).map(toAdminDiscountDto) };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ operationId: 'createAdminDiscount', summary: 'Create a discount code (audited)' })
  @ApiOkResponse({ type: AdminDiscountDto })
  @ApiErrors({ 409: 'A discount code with these letters already exists' })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateDiscountDto,
  ): Promise<AdminDiscountDto> {
    const row = await this.audit.around(
      user,
      { action: 'discount.create', objectType: 'discount', detail: { ...body } },
      () => this.discounts.create(user, body),
      (created) => ({ id: created.id }),
    );
    return toAdminDiscountDto(row);
  }

  @Post(':discountId/deactivate')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deactivateAdminDiscount', summary: 'Deactivate a discount code (audited)' })
  @ApiOkResponse({ type: AdminDiscountDto })
  @ApiErrors({ 404: 'Discount code not found' })
  async deactivate(
    @CurrentUser() user: AuthenticatedUser,
    @Param('discountId', uuidParam('DISCOUNT.NOT_FOUND', 'Discount code not found')) discountId: string,
  ): Promise<AdminDiscountDto> {
    const row = await this.audit.around(
      user,
      { action: 'discount.deactivate', objectType: 'discount', objectId: discountId },
      () => this.discounts.deactivate(discountId),
    );
    return toAdminDiscountDto(row);
  }
}
