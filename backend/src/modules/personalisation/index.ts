// The personalisation module's public entry: the name-on-the-print DTO and its check, which the cart and the
// mockups use (nothing else in modules/personalisation).
export { PersonalisationModule } from './personalisation.module';
export { NameOnPrintDto, nameOnPrintOrThrow } from './name-on-print.dto';
