// The users module's public entry: what other modules may use. Everything else in modules/users is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { UserDto, toUserDto } from './user.dto';
export { UserEntity } from './user.entity';
export { UsersModule } from './users.module';
export { UsersRepository, normalizeEmail } from './users.repository';
export { UsersService, validationError } from './users.service';
