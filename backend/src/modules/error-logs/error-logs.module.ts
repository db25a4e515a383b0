import { Global, Module } from '@nestjs/common';
import type { ErrorAnalyzer } from '@petart/domain';
import { ERROR_ANALYZER } from '../../adapters/error-analyzer/error-analyzer.token';
import { OpenAiErrorAnalyzer } from '../../adapters/error-analyzer/openai-error.analyzer';
import { RuleBasedErrorAnalyzer } from '../../adapters/error-analyzer/rule-based-error.analyzer';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AuthModule } from '../auth/auth.module';
import {
  ClientErrorsController,
  ErrorAnalysisController,
  ErrorLogsAdminController,
} from './error-logs.controller';
import { ErrorLogsService } from './error-logs.service';

/** Builds the ErrorAnalyzer selected by ERROR_ANALYZER (config validation guarantees OPENAI_API_KEY for openai). */
export function createErrorAnalyzer(config: AppConfig): ErrorAnalyzer {
  if (config.adapters.errorAnalyzer === 'openai' && config.openai.apiKey !== undefined) {
    return new OpenAiErrorAnalyzer({
      apiKey: config.openai.apiKey,
      baseURL: config.openai.baseUrl,
      model: config.openai.analysisModel,
    });
  }
  return new RuleBasedErrorAnalyzer();
}

/**
 * Error logs that fill themselves (global, so the exception filter, the outbox and the order lifecycle can record
 * without importing anything), the client error intake, the admin Error/Audit Logs and the AI analysis routes.
 */
@Global()
@Module({
  imports: [AuthModule],
  controllers: [ClientErrorsController, ErrorLogsAdminController, ErrorAnalysisController],
  providers: [
    ErrorLogsService,
    { provide: ERROR_ANALYZER, inject: [APP_CONFIG], useFactory: createErrorAnalyzer },
  ],
  exports: [ErrorLogsService, ERROR_ANALYZER],
})
export class ErrorLogsModule {}
