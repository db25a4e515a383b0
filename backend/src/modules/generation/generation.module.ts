import { Module } from '@nestjs/common';
import type { ImageGenerator } from '@petart/domain';
import { IMAGE_GENERATOR } from '../../adapters/image-generator/image-generation.error';
import { LocalImageGenerator } from '../../adapters/image-generator/local-image.generator';
import { OpenAiImageGenerator } from '../../adapters/image-generator/openai-image.generator';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { GenerationController } from './generation.controller';
import { GenerationService } from './generation.service';

/** Builds the ImageGenerator selected by IMAGE_GENERATOR (config validation guarantees OPENAI_API_KEY). */
export function createImageGenerator(config: AppConfig): ImageGenerator {
  if (config.adapters.imageGenerator === 'openai' && config.openai.apiKey !== undefined) {
    return new OpenAiImageGenerator({
      apiKey: config.openai.apiKey,
      baseURL: config.openai.baseUrl,
      model: config.openai.imageModel,
    });
  }
  return new LocalImageGenerator();
}

@Module({
  controllers: [GenerationController],
  providers: [
    GenerationService,
    { provide: IMAGE_GENERATOR, inject: [APP_CONFIG], useFactory: createImageGenerator },
  ],
})
export class GenerationModule {}
