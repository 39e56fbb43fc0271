func.func @masked_loads_stores(%mem: memref<?xf16>, %i: index, %p: vector<8xf16>, %v: vector<8xf16>, %x: index) -> (vector<8xf16>, vector<8xf16>) {
  %on = vector.constant_mask [8] : vector<8xi1>
  %off = arith.constant dense<false> : vector<8xi1>
  %c0 = arith.constant 0 : index
  %none = vector.create_mask %c0 : vector<8xi1>
  %0 = vector.maskedload %mem[%i], %on, %p : memref<?xf16>, vector<8xi1>, vector<8xf16> into vector<8xf16>
  %1 = vector.maskedload %mem[%i], %none, %p : memref<?xf16>, vector<8xi1>, vector<8xf16> into vector<8xf16>
  vector.maskedstore %mem[%i], %on, %v : memref<?xf16>, vector<8xi1>, vector<8xf16>
  vector.maskedstore %mem[%i], %off, %v : memref<?xf16>, vector<8xi1>, vector<8xf16>
  return %0, %1 : vector<8xf16>, vector<8xf16>
}

func.func @gathers_scatters(%mem: memref<?x?xf16>, %t: tensor<6xf16>, %i: index, %m: vector<6xi1>, %p: vector<6xf16>) -> (vector<6xf16>, vector<6xf16>, vector<6xf16>, vector<6xf16>, vector<6xf16>) {
  %seq = arith.constant dense<[0, 1, 2, 3, 4, 5]> : vector<6xi64>
  %step = vector.step : vector<6xindex>
  %odd = arith.constant dense<[1, 2, 3, 4, 5, 6]> : vector<6xi64>
  %off = vector.constant_mask [0] : vector<6xi1>
  %0 = vector.gather %mem[%i, %i][%seq], %m, %p : memref<?x?xf16>, vector<6xi64>, vector<6xi1>, vector<6xf16> into vector<6xf16>
  %1 = vector.gather %mem[%i, %i][%step], %m, %p : memref<?x?xf16>, vector<6xindex>, vector<6xi1>, vector<6xf16> into vector<6xf16>
  %2 = vector.gather %mem[%i, %i][%odd], %m, %p : memref<?x?xf16>, vector<6xi64>, vector<6xi1>, vector<6xf16> into vector<6xf16>
  %3 = vector.gather %t[%i][%seq], %m, %p : tensor<6xf16>, vector<6xi64>, vector<6xi1>, vector<6xf16> into vector<6xf16>
  %4 = vector.gather %mem[%i, %i][%odd], %off, %p : memref<?x?xf16>, vector<6xi64>, vector<6xi1>, vector<6xf16> into vector<6xf16>
  vector.scatter %mem[%i, %i][%step], %m, %2 : memref<?x?xf16>, vector<6xindex>, vector<6xi1>, vector<6xf16>
  vector.scatter %mem[%i, %i][%odd], %off, %3 : memref<?x?xf16>, vector<6xi64>, vector<6xi1>, vector<6xf16>
  %on = arith.constant dense<true> : vector<6xi1>
  vector.scatter %mem[%i, %i][%seq], %on, %0 : memref<?x?xf16>, vector<6xi64>, vector<6xi1>, vector<6xf16>
  return %0, %1, %2, %3, %4 : vector<6xf16>, vector<6xf16>, vector<6xf16>, vector<6xf16>, vector<6xf16>
}
