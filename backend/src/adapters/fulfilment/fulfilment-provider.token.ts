/** DI token of the FulfilmentProvider port (LocalFulfilmentSimulator in this issue; Printify comes later). */
export const FULFILMENT_PROVIDER = Symbol('FULFILMENT_PROVIDER');
