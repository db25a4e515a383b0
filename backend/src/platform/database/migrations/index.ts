import { InitialSchema1767225600000 } from './1767225600000-initial-schema';
import { Accounts1767225700000 } from './1767225700000-accounts';
import { CreateJourney1767400000000 } from './1767400000000-create-journey';
import { CartArtStyle1767500000000 } from './1767500000000-cart-art-style';
import { Checkout1767600000000 } from './1767600000000-checkout';
import { FulfilmentLifecycle1767700000000 } from './1767700000000-fulfilment-lifecycle';
import { OutboxLeaseOwner1767800000000 } from './1767800000000-outbox-lease-owner';
import { AfterPayment1768000000000 } from './1768000000000-after-payment';
import { ErrorLogGrouping1768200000000 } from './1768200000000-error-log-grouping';
import { AdminLists1768100000000 } from './1768100000000-admin-lists';
import { OrderDisputes1790000000000 } from './1790000000000-order-disputes';
import { ForgedAuditEntries1790000000001 } from './1790000000001-forged-audit-entries';
import { PasswordChangedAt1790000000002 } from './1790000000002-password-changed-at';
import { OutboxDoneIndex1790000000003 } from './1790000000003-outbox-done-index';
import { OrderNumber1790000000020 } from './1790000000020-order-number';
import { OrderDesk1790000000030 } from './1790000000030-order-desk';
import { UserDisabled1790000000031 } from './1790000000031-user-disabled';
import { Claims1790000000040 } from './1790000000040-claims';
import { DiscountCodes1795745928317 } from './1795745928317-discount-codes';
import { NameOnPrint1795746000242 } from './1795746000242-name-on-print';
import { GenerationPreview1795746022438 } from './1795746022438-generation-preview';
import { PrintFileUpscaler1795746822886 } from './1795746822886-print-file-upscaler';
import { SeveralPets1795756435107 } from './1795756435107-several-pets';
import { StoredFulfilmentWords1795800000000 } from './1795800000000-stored-fulfilment-words';
import { SessionEpoch1795800000200 } from './1795800000200-session-epoch';
import { JobEngine1795900000000 } from './1795900000000-job-engine';
import { ProviderOrders1796000000000 } from './1796000000000-provider-orders';
import { PaymentWords1796000000100 } from './1796000000100-payment-words';
import { CartLinePersonalisation1796000000249 } from './1796000000249-cart-line-personalisation';
import { GiftCards1797000000100 } from './1797000000100-gift-cards';
import { OrderGifts1797000000200 } from './1797000000200-order-gifts';
import { ShippingMethod1797000000300 } from './1797000000300-shipping-method';
import { Proofs1797000000400 } from './1797000000400-proofs';
import { PrivacyRequests1797000000500 } from './1797000000500-privacy-requests';
import { Reviews1797000000600 } from './1797000000600-reviews';
import { LineCropPosition1797000000700 } from './1797000000700-line-crop-position';
import { ShipmentProviderOrder1797000000800 } from './1797000000800-shipment-provider-order';

/** Migrations in order; listed explicitly (no glob) so that ts, swc/jest and dist all load the same set. */
export const MIGRATIONS = [
  InitialSchema1767225600000,
  Accounts1767225700000,
  CreateJourney1767400000000,
  CartArtStyle1767500000000,
  Checkout1767600000000,
  FulfilmentLifecycle1767700000000,
  OutboxLeaseOwner1767800000000,
  AfterPayment1768000000000,
  AdminLists1768100000000,
  ErrorLogGrouping1768200000000,
  OrderDisputes1790000000000,
  ForgedAuditEntries1790000000001,
  PasswordChangedAt1790000000002,
  OutboxDoneIndex1790000000003,
  OrderNumber1790000000020,
  OrderDesk1790000000030,
  UserDisabled1790000000031,
  Claims1790000000040,
  DiscountCodes1795745928317,
  NameOnPrint1795746000242,
  GenerationPreview1795746022438,
  PrintFileUpscaler1795746822886,
  SeveralPets1795756435107,
  StoredFulfilmentWords1795800000000,
  SessionEpoch1795800000200,
  JobEngine1795900000000,
  ProviderOrders1796000000000,
  PaymentWords1796000000100,
  CartLinePersonalisation1796000000249,
  GiftCards1797000000100,
  OrderGifts1797000000200,
  ShippingMethod1797000000300,
  Proofs1797000000400,
  PrivacyRequests1797000000500,
  Reviews1797000000600,
  LineCropPosition1797000000700,
  ShipmentProviderOrder1797000000800,
];
