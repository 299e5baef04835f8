import { Module } from '@nestjs/common';
import { CalculatorController } from './calculator.controller.js';
import { CalculatorService } from './calculator.service.js';
import { CalculatorsRepository } from './calculators.repository.js';

@Module({
  controllers: [CalculatorController],
  providers: [CalculatorService, CalculatorsRepository],
  exports: [CalculatorService],
})
export class CalculatorModule {}
