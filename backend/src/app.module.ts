import { type DynamicModule, Logger, Module, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import { PreparedReads } from './platform/database/prepared-reads';
import type { AppConfig } from './platform/config/app-config';
import { APP_CONFIG } from './platform/config/config.tokens';
import { ENTITIES } from './app.entities';
import { dataSourceOptions } from './platform/database/data-source-options';
import { migrateOnce } from './platform/database/migrate-once';
import { AdaptersModule } from './adapters/adapters.module';
import { LoggingModule } from './platform/logging/logging.module';
import { MetricsModule } from './platform/observability/metrics';
import { PlatformAuthModule } from './platform/auth/platform-auth.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { HealthModule } from './modules/health/health.module';
import { CartModule } from './modules/cart/cart.module';
import { MockupsModule } from './modules/mockups/mockups.module';
import { ImagesModule } from './modules/images/images.module';
import { SessionsModule } from './modules/sessions/sessions.module';
import { StylesModule } from './modules/styles/styles.module';
import { PersonalisationModule } from './modules/personalisation/personalisation.module';
import { GenerationModule } from './modules/generation/generation.module';
import { AuthModule } from './modules/auth/auth.module';
import { DevModule } from './modules/dev/dev.module';
import { UsersModule } from './modules/users/users.module';
import { CheckoutModule } from './modules/checkout/checkout.module';
import { FulfilmentModule } from './modules/fulfilment/fulfilment.module';
import { OrdersModule } from './modules/orders/orders.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { AfterPaymentModule } from './modules/after-payment/after-payment.module';
import { ClaimsModule } from './modules/claims/claims.module';
import { ReviewsModule } from './modules/reviews/reviews.module';
import { DiscountsModule } from './modules/discounts/discounts.module';
import { GiftCardsModule } from './modules/gift-cards/gift-cards.module';
import { PricingModule } from './modules/pricing/pricing.module';
import { DeliveryModule } from './modules/delivery';
import { ErrorLogsModule } from './modules/error-logs/error-logs.module';
import { DevToolsModule } from './modules/dev-tools/dev-tools.module';
import { AdminModule } from './modules/admin/admin.module';
import { PrivacyModule } from './modules/privacy/privacy.module';

export interface AppModuleOptions {
  /** false builds the app without TypeORM (OpenAPI generation); health then reports the database as down. */
  database: boolean;
  imports?: (Type | DynamicModule)[];
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

const migrationLogger = new Logger('Migrations');

/** Root module; built from the resolved config so that nothing reads process.env after start-up. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions): DynamicModule {
    const databaseUrl = config.database.url;
    if (options.database && databaseUrl === undefined) {
      throw new Error('AppModule needs config.database.url (start the embedded Postgres first)');
    }
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggingModule.forRoot(config, options.logDestination),
        MetricsModule,
        ...(options.database && databaseUrl !== undefined
          ? [
              TypeOrmModule.forRootAsync({
                useFactory: () => ({
                  ...dataSourceOptions(databaseUrl, {
                    entities: ENTITIES,
                    migrationsRun: false,
                    connectTimeoutMs: config.database.connectTimeoutMs,
                  }),
                  retryAttempts: config.profile === 'production' ? 5 : 1,
                  retryDelay: 1000,
                }),
                // Pending migrations run first, under the migration lock and on their own connections without the
                // request time limits: of replicas starting at once one migrates, the others wait and find the
                // schema current (migrate-once.ts). Inside the connection retries, like connecting.
                dataSourceFactory: async (options) => {
                  await migrateOnce(databaseUrl, (message) => migrationLogger.log(message));
                  return new DataSource(options!);
                },
              }),
            ]
          : []),
        PlatformAuthModule,
        // Port -> adapter: every binding, chosen by the configuration, is in this one module.
        AdaptersModule,
        HealthModule,
        CatalogueModule,
        ImagesModule,
        SessionsModule,
        StylesModule,
        PersonalisationModule,
        GenerationModule,
        UsersModule,
        CartModule,
        MockupsModule,
        AuthModule,
        PricingModule,
        DeliveryModule,
        CheckoutModule,
        PaymentsModule,
        FulfilmentModule,
        AfterPaymentModule,
        ClaimsModule,
        ReviewsModule,
        DiscountsModule,
        GiftCardsModule,
        OrdersModule,
        ErrorLogsModule,
        DevToolsModule,
        AdminModule,
        PrivacyModule,
        // Development helpers exist only in the local profile: in production the routes are not registered (404).
        ...(config.profile === 'production' ? [] : [DevModule]),
        ...(options.imports ?? []),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        PreparedReads,
        // Without a database (OpenAPI generation) services still get a DataSource, never initialised: the routes
        // are documented, and any query would fail instead of the app refusing to build.
        ...(options.database
          ? []
          : [
              {
                provide: DataSource,
                useFactory: () =>
                  new DataSource(dataSourceOptions('postgres://localhost/none', { entities: ENTITIES })),
              },
            ]),
      ],
      exports: [APP_CONFIG, PreparedReads, ...(options.database ? [] : [DataSource])],
    };
  }
}
