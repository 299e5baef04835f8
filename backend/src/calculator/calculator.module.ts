import { Module } from '@nestjs/common';
import { CalculatorController } from './calculator.controller.js';
import { CalculatorService } from './calculator.service.js';
import { CalculatorsRepository } from './calculators.repository.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Calculator } from './calculator.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Calculator])],
  controllers: [CalculatorController],
  providers: [CalculatorService, CalculatorsRepository],
  exports: [CalculatorService],
})
export class CalculatorModule {}
