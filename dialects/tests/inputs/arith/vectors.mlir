// Element by element folds of splat and dense constants.
"test.func"() ({
^bb0(%v: vector<4xi32>, %t: tensor<?xi32>):
  %a = arith.constant dense<[1, -2, 3, -4]> : vector<4xi32>
  %b = arith.constant dense<7> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.cmpi sgt, %a, %b : vector<4xi32>
  %2 = arith.subi %v, %v : vector<4xi32>
  %3 = arith.subi %t, %t : tensor<?xi32>
  %m = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %4 = arith.select %m, %a, %b : vector<4xi1>, vector<4xi32>
  %fa = arith.constant dense<[1.5, 2.5]> : vector<2xf32>
  %5 = arith.fptosi %fa : vector<2xf32> to vector<2xi16>
  %6 = arith.extsi %a : vector<4xi32> to vector<4xi64>
  %7 = arith.index_cast %b : vector<4xi32> to vector<4xindex>
  %8 = arith.bitcast %fa : vector<2xf32> to vector<2xi32>
  "test.sink"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (vector<4xi32>, vector<4xi1>, vector<4xi32>, tensor<?xi32>, vector<4xi32>, vector<2xi16>, vector<4xi64>, vector<4xindex>, vector<2xi32>) -> ()
}) : () -> ()
