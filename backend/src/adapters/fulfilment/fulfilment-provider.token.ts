/** DI token of the FulfilmentProvider port (LocalFulfilmentSimulator or PrintifyFulfilmentProvider, by FULFILMENT_PROVIDER). */
export const FULFILMENT_PROVIDER = Symbol('FULFILMENT_PROVIDER');
