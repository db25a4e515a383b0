// Reference for the checkout benchmark: the smallest NestJS-on-Fastify app answering the pricing POST the way the
// floors do (parse the JSON body, run the cart SELECT as a prepared statement, answer a small JSON). No guard, no
// validation, no pricing: what the framework alone costs against the floors. Started pinned by checkout-bench.mjs
// with FLOOR_PORT, DATABASE_URL and BENCH_USER_ID.
import 'reflect-metadata';
// Nest 12's packages are ES modules with named exports only (no default export to destructure).
import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import pg from 'pg';

const { Pool } = pg;

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const SQL =
  'SELECT print_type, print_size, quantity FROM cart_items WHERE user_id = $1 ORDER BY created_at, id';

class PricingController {
  /** @param {unknown} body */
  async calculate(body) {
    const { rows } = await pool.query({ name: 'floor', text: SQL, values: [process.env.BENCH_USER_ID] });
    return { success: true, lines: rows.length, country: /** @type {{ country?: string }} */ (body).country };
  }
}
const method = /** @type {PropertyDescriptor} */ (
  Object.getOwnPropertyDescriptor(PricingController.prototype, 'calculate')
);
Reflect.decorate([Post('calculate-cart'), HttpCode(200)], PricingController.prototype, 'calculate', method);
Body()(PricingController.prototype, 'calculate', 0);
Controller('pricing')(PricingController);

class MinimalModule {}
Module({ controllers: [PricingController] })(MinimalModule);

const app = await NestFactory.create(MinimalModule, new FastifyAdapter(), { logger: false });
app.setGlobalPrefix('api');
await app.listen(Number(process.env.FLOOR_PORT), '127.0.0.1');
