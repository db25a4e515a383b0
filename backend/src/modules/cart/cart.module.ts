import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { CartController } from './cart.controller';
import { CartService } from './cart.service';

/** The signed-in user's cart (ImageUrlSigner comes from the global ImagesModule). */
@Module({
  imports: [SessionsModule],
  controllers: [CartController],
  providers: [CartService],
  exports: [CartService],
})
export class CartModule {}
