import { findSize } from '../catalogue/print-catalogue';
import type { PrintTypeId } from '../catalogue/print-catalogue.types';
import {
  MOCKUP_VIEWS,
  type MockupRenderer,
  type MockupRequest,
  type RenderedMockup,
} from '../ports/mockup-renderer.port';
import { check, checkEqual, ContractViolation, type ContractHarness } from './contract-harness';

/** Builds a request for a catalogue type and size around the given artwork (throws for unknown sizes). */
export function mockupRequestFor(
  artwork: MockupRequest['artwork'],
  printType: PrintTypeId,
  printSize: string,
): MockupRequest {
  const size = findSize(printType, printSize);
  if (!size) throw new Error(`No catalogue size ${printType} ${printSize}`);
  return {
    artwork,
    printType,
    printSize: size.value,
    widthIn: size.widthIn,
    heightIn: size.heightIn,
    variant: size.printify,
  };
}

const MAGIC: Readonly<Record<string, (b: Uint8Array) => boolean>> = {
  'image/webp': (b) =>
    String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  'image/png': (b) => b[0] === 0x89 && String.fromCharCode(...b.subarray(1, 4)) === 'PNG',
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
};

function checkViews(mockups: RenderedMockup[], what: string): void {
  checkEqual(mockups.length, MOCKUP_VIEWS.length, `${what}: number of views`);
  for (const view of MOCKUP_VIEWS) {
    const found = mockups.filter((m) => m.view === view);
    checkEqual(found.length, 1, `${what}: views named ${view}`);
  }
  for (const m of mockups) {
    check(m.cameraLabel.trim() !== '', `${what}: ${m.view} needs a camera label`);
    const isImage = MAGIC[m.contentType];
    check(isImage !== undefined, `${what}: ${m.view} has unsupported content type ${m.contentType}`);
    check(
      m.image.length > 100 && isImage(m.image),
      `${what}: ${m.view} bytes are not a ${m.contentType} image`,
    );
  }
}

/**
 * Contract every MockupRenderer adapter (local sharp compositor, Printify) must pass. `artwork` is a small real
 * image (the domain cannot draw one); `makeRenderer` may return the same renderer every time.
 */
export function mockupRendererContract(
  name: string,
  makeRenderer: () => Promise<MockupRenderer> | MockupRenderer,
  artwork: MockupRequest['artwork'],
  t: ContractHarness,
): void {
  t.describe(`MockupRenderer contract: ${name}`, () => {
    t.it('renders each view exactly once, as a labelled image', async () => {
      const renderer = await makeRenderer();
      checkViews(await renderer.render(mockupRequestFor(artwork, 'canvas', '20x30')), 'canvas 20x30');
    });

    t.it('renders every print type in portrait, landscape and square sizes', async () => {
      const renderer = await makeRenderer();
      const cases: [PrintTypeId, string][] = [
        ['poster', '12x18'],
        ['poster', '36x24'],
        ['canvas', '16x16'],
        ['framed', '30x20'],
        ['framed', '12x18'],
      ];
      for (const [type, size] of cases) {
        checkViews(await renderer.render(mockupRequestFor(artwork, type, size)), `${type} ${size}`);
      }
    });

    t.it('rejects a variant that is not the one of the type and size with VARIANT_MISMATCH', async () => {
      const renderer = await makeRenderer();
      const request = mockupRequestFor(artwork, 'poster', '12x18');
      const wrong: MockupRequest = { ...request, variant: { ...request.variant, variantId: 1 } };
      let error: unknown;
      try {
        await renderer.render(wrong);
      } catch (caught) {
        error = caught;
      }
      if (error === undefined) throw new ContractViolation('render() of a wrong variant must reject');
      checkEqual(
        (error as { errorCode?: unknown }).errorCode,
        'VARIANT_MISMATCH',
        'errorCode of the rejection',
      );
    });

    t.it('rejects bytes that are not an image', async () => {
      const renderer = await makeRenderer();
      const broken = {
        bytes: new Uint8Array([1, 2, 3, 4]),
        contentType: 'image/png',
        fileName: 'broken.png',
      };
      let rejected = false;
      try {
        await renderer.render(mockupRequestFor(broken, 'poster', '12x18'));
      } catch {
        rejected = true;
      }
      check(rejected, 'render() of broken artwork must reject');
    });
  });
}
