import { Inject, Injectable } from '@nestjs/common';
import {
  isKnownCountry,
  isValid,
  MESSAGES,
  normalizeCountryCode,
  validatePersonalSettings,
  validateAddress,
  type FieldErrors,
} from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { ADDRESS_MAX_LENGTH } from '../../platform/http/address.dto';
import type { UpdateSettingsDto } from './settings.dto';
import { toUserDto, type UserDto } from './user.dto';
import type { ShippingInfoJson } from './user.entity';
import { UsersRepository } from './users.repository';

const SHIPPING_FIELDS = Object.keys(ADDRESS_MAX_LENGTH) as (keyof typeof ADDRESS_MAX_LENGTH)[];

/** Throws the 400 validation envelope with the given messages. */
export function validationError(details: string[]): AppError {
  return new AppError('VALIDATION.FAILED', details[0] ?? MESSAGES.invalidInput, { details });
}

function throwIfInvalid(errors: FieldErrors): void {
  if (!isValid(errors)) throw validationError(Object.values(errors).filter((m) => m !== undefined));
}

/** shippingInfo arrives as an object or a JSON string (product.md P14); returns a plain object of known string fields. */
export function parseShippingInfo(raw: unknown): ShippingInfoJson {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw validationError(['shippingInfo must be an object or a JSON object string']);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw validationError(['shippingInfo must be an object or a JSON object string']);
  }
  const problems: string[] = [];
  const info: ShippingInfoJson = {};
  for (const [key, field] of Object.entries(value)) {
    if (!(SHIPPING_FIELDS as readonly string[]).includes(key)) {
      problems.push(`property shippingInfo.${key} should not exist`);
    } else if (field !== undefined && field !== null && typeof field !== 'string') {
      problems.push(`shippingInfo.${key} must be a string`);
    } else if (typeof field === 'string') {
      const name = key as (typeof SHIPPING_FIELDS)[number];
      const max = ADDRESS_MAX_LENGTH[name];
      if (field.length > max)
        problems.push(`shippingInfo.${key} must be shorter than or equal to ${max} characters`);
      else info[name] = field.trim();
    }
  }
  if (problems.length > 0) throw validationError(problems);
  return info;
}

@Injectable()
export class UsersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
  ) {}

  async getProfile(userId: string): Promise<UserDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError('AUTH.UNAUTHENTICATED', 'You need to log in to access this feature');
    return toUserDto(user, this.config.adminEmails);
  }

  /**
   * Personal fields (firstName, lastName, phone) are validated as a group when any is sent, the missing ones taken
   * from the account; shippingInfo is validated when sent (region required only for the US here).
   */
  async updateSettings(userId: string, body: UpdateSettingsDto): Promise<UserDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError('AUTH.UNAUTHENTICATED', 'You need to log in to access this feature');
    const personalSent =
      body.firstName !== undefined || body.lastName !== undefined || body.phone !== undefined;
    const shipping = body.shippingInfo !== undefined ? parseShippingInfo(body.shippingInfo) : undefined;
    const errors: FieldErrors = {};
    if (personalSent) {
      Object.assign(
        errors,
        validatePersonalSettings({
          firstName: body.firstName ?? user.firstName ?? '',
          lastName: body.lastName ?? user.lastName ?? '',
          phone: body.phone ?? user.phone ?? '',
        }),
      );
    }
    if (shipping) {
      Object.assign(errors, validateAddress(shipping, 'settings'));
      // As at checkout: the country (its code, or country when no code is sent) must be a real ISO code.
      if (errors.country === undefined && !isKnownCountry(shipping.countryCode || shipping.country))
        errors.country = MESSAGES.countryRequired;
    }
    throwIfInvalid(errors);
    if (body.firstName !== undefined) user.firstName = body.firstName.trim();
    if (body.lastName !== undefined) user.lastName = body.lastName.trim();
    if (body.phone !== undefined) user.phone = body.phone.trim();
    if (shipping) {
      const countryCode = normalizeCountryCode(shipping.countryCode || shipping.country);
      user.shippingInfo = { ...shipping, countryCode };
    }
    const saved = await this.users.save(user);
    return toUserDto(saved, this.config.adminEmails);
  }
}
