// Slots through cf branches: stores meeting at a switch, a block reached
// twice from one cond_br with operands of its own, a loop carrying the
// value, loads with no store before them, dead blocks and an alloca in
// an unreachable block.
func.func @switch(%f: i32, %x: i32, %y: i32) -> i32 {
  %0 = memref.alloca() : memref<i32>
  cf.switch %f : i32, [
    default: ^a,
    42: ^b(%x : i32),
    43: ^m
  ]
^a:
  memref.store %x, %0[] : memref<i32>
  cf.br ^m
^b(%v: i32):
  memref.store %v, %0[] : memref<i32>
  cf.br ^m
^m:
  %1 = memref.load %0[] : memref<i32>
  return %1 : i32
}

func.func @same_target(%c: i1, %x: i32, %y: i32) -> i32 {
  %0 = memref.alloca() : memref<i32>
  memref.store %x, %0[] : memref<i32>
  cf.cond_br %c, ^m(%y : i32), ^m(%x : i32)
^m(%a: i32):
  %1 = memref.load %0[] : memref<i32>
  memref.store %a, %0[] : memref<i32>
  cf.cond_br %c, ^m(%a : i32), ^e
^e:
  %2 = memref.load %0[] : memref<i32>
  return %2 : i32
^dead:
  cf.br ^m(%x : i32)
}

func.func @loop(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %acc = memref.alloca() : memref<1xf32>
  memref.store %x, %acc[%c0] : memref<1xf32>
  cf.br ^h(%c0 : index)
^h(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %v = memref.load %acc[%c0] : memref<1xf32>
  %w = arith.addf %v, %x : f32
  memref.store %w, %acc[%c0] : memref<1xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^h(%next : index)
^exit:
  %r = memref.load %acc[%c0] : memref<1xf32>
  return %r : f32
}

func.func @store_only_in_loop(%c: i1, %x: i64) {
  %0 = memref.alloca() : memref<i64>
  cf.br ^h
^h:
  memref.store %x, %0[] : memref<i64>
  cf.cond_br %c, ^h, ^e
^e:
  return
}

func.func @no_store(%c: i1) -> vector<4xf32> {
  %0 = memref.alloca() : memref<vector<4xf32>>
  cf.cond_br %c, ^a, ^b
^a:
  %1 = memref.load %0[] : memref<vector<4xf32>>
  return %1 : vector<4xf32>
^b:
  %2 = memref.load %0[] : memref<vector<4xf32>>
  return %2 : vector<4xf32>
}

func.func @dead_predecessor(%c: i1, %x: i32, %y: i32) -> i32 {
  %0 = memref.alloca() : memref<i32>
  cf.cond_br %c, ^a, ^b
^a:
  memref.store %x, %0[] : memref<i32>
  cf.br ^m
^b:
  memref.store %y, %0[] : memref<i32>
  cf.br ^m
^dead:
  cf.br ^m
^m:
  %1 = memref.load %0[] : memref<i32>
  return %1 : i32
}

func.func @unreachable_alloca(%x: i32) -> i32 {
  cf.br ^b
^a:
  %0 = memref.alloca() : memref<i32>
  memref.store %x, %0[] : memref<i32>
  %1 = memref.load %0[] : memref<i32>
  return %1 : i32
^b:
  return %x : i32
}
