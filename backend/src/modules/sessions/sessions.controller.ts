import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { uploadSizeAllowed } from '@petart/domain';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { AppError } from '../../platform/http/app-error';
import {
  AddPetResponseDto,
  SelectImageDto,
  SelectImageResponseDto,
  SessionDto,
  UpdateSessionDto,
  UploadResponseDto,
} from './session.dto';
import { UNSUPPORTED_IMAGE_MESSAGE } from './image-ingest';
import { SessionsService } from './sessions.service';

const TOO_LARGE_MESSAGE = 'Your photo is larger than 10MB. Please choose a smaller image.';
const tooLarge = (): AppError => new AppError('UPLOAD.TOO_LARGE', TOO_LARGE_MESSAGE);
const missingFile = (): AppError => new AppError('UPLOAD.INVALID', 'Please select an image');

/** The one `image` file part of a multipart upload, size-checked; the spec's messages otherwise. */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missingFile();
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'image' && bytes === undefined) bytes = await part.toBuffer();
        else part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('UPLOAD.INVALID', 'Please upload one image at a time.');
    }
    throw new AppError('UPLOAD.INVALID', 'Please select an image', { cause: error });
  }
  if (bytes === undefined) throw missingFile();
  if (bytes.length === 0) {
    throw new AppError('UPLOAD.INVALID', UNSUPPORTED_IMAGE_MESSAGE);
  }
  if (!uploadSizeAllowed(bytes.length)) throw tooLarge();
  return bytes;
}

/** The OpenAPI of a multipart body with one `image` file part (read by {@link readImagePart}). */
const ApiImagePart = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        properties: { image: { type: 'string', format: 'binary' } },
        required: ['image'],
      },
    }),
  );

/** Upload and the creation session (owner-only; admins may read any session). */
@ApiTags('sessions')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post('upload')
  @ApiOperation({ operationId: 'uploadImage', summary: 'Upload the pet photo and start a creation session' })
  @ApiImagePart()
  @ApiCreatedResponse({ type: UploadResponseDto })
  @ApiErrors({
    400: 'No image, not a supported image (JPEG, PNG, WebP, HEIC/HEIF), or a photo too small to make art from',
    413: 'Image larger than 10 MB',
    429: 'More than 30 uploads in 10 minutes',
    503: 'UPLOAD.BUSY: too many photos are being processed; retry after Retry-After seconds',
  })
  async upload(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<UploadResponseDto> {
    // Counted before the body is read, so a refused upload costs neither the body nor a decode.
    await this.sessions.countUpload(user);
    return this.sessions.upload(user, await readImagePart(request));
  }

  @Post('sessions/:sessionId/pets')
  @ApiOperation({
    operationId: 'addPet',
    summary: 'Add another pet’s photo to a session (several pets in one portrait, up to 4)',
  })
  @ApiImagePart()
  @ApiCreatedResponse({ type: AddPetResponseDto })
  @ApiErrors({
    400: 'No image, not a supported image, a photo too small to make art from, or already 4 pets (SESSION.TOO_MANY_PETS)',
    404: 'Session not found (or not the caller’s)',
    409: 'SESSION.PETS_LOCKED: the artwork is made or being made, the photos no longer change',
    413: 'Image larger than 10 MB',
    429: 'More than 30 uploads in 10 minutes (shared with POST /upload)',
    503: 'UPLOAD.BUSY: too many photos are being processed; retry after Retry-After seconds',
  })
  async addPet(
    @CurrentUser() user: AuthenticatedUser,
    @Param('sessionId') sessionId: string,
    @Req() request: FastifyRequest,
  ): Promise<AddPetResponseDto> {
    await this.sessions.countUpload(user);
    return this.sessions.addPet(user, sessionId, await readImagePart(request));
  }

  @Delete('sessions/:sessionId/pets/:pet')
  @ApiOperation({
    operationId: 'removePet',
    summary: 'Remove pet number 2 to 4 from a session before its artwork is made',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrors({
    404: 'Session not found (or not the caller’s), or no such pet',
    409: 'SESSION.PETS_LOCKED: the artwork is made or being made, the photos no longer change',
  })
  removePet(
    @CurrentUser() user: AuthenticatedUser,
    @Param('sessionId') sessionId: string,
    @Param('pet', ParseIntPipe) pet: number,
  ): Promise<SessionDto> {
    return this.sessions.removePet(user, sessionId, pet);
  }

  @Get('sessions/:sessionId')
  @ApiOperation({ operationId: 'getSession', summary: 'A creation session (owner, or an admin)' })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrors({ 404: 'Session not found (or not the caller’s)' })
  async get(
    @CurrentUser() user: AuthenticatedUser,
    @Param('sessionId') sessionId: string,
  ): Promise<SessionDto> {
    return this.sessions.toDto(await this.sessions.findVisible(user, sessionId));
  }

  @Patch('sessions/:sessionId')
  @ApiOperation({ operationId: 'updateSession', summary: 'Save the print type and/or size of a session' })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrors({ 404: 'Session not found (or not the caller’s)' })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('sessionId') sessionId: string,
    @Body() dto: UpdateSessionDto,
  ): Promise<SessionDto> {
    return this.sessions.update(user, sessionId, dto);
  }

  @Post('select-image')
  @ApiOperation({ operationId: 'selectImage', summary: 'Select one generated version of a session' })
  @HttpCode(200)
  @ApiOkResponse({ type: SelectImageResponseDto })
  @ApiErrors({ 404: 'Session not found (or not the caller’s)' })
  async selectImage(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: SelectImageDto,
  ): Promise<SelectImageResponseDto> {
    const selectedImage = await this.sessions.selectImage(user, dto.sessionId, dto.imageUrl);
    return { success: true, selectedImage };
  }
}
